import {kebab} from '../../anchors';
import type {RestApi} from '../../load';
import type {OperationEntry} from '../document';
import {curlSample} from './curl';
import {fetchSample} from './fetch';
import {javaClassName, javaSample} from './java';
import {pythonSample} from './python';
import {requestSample} from './request';
import {sdkSample} from './sdk';

export type SampleLanguage = 'curl' | 'typescript' | 'sdk' | 'python' | 'java';

/** One request sample as a page shows it: a tab of the operation's Example. */
export interface Sample {
  /** The tab's value; the same on every page, so a reader's choice follows them (Tabs groupId). */
  language: SampleLanguage;
  label: string;
  /** The code fence's language. */
  fence: 'bash' | 'ts' | 'python' | 'java';
  /** The file a reader saves it as: `build-supply.sh`, `BuildSupply.java`, … */
  fileName: string;
  code: string;
  /** Files the sample uploads (multipart file parts), relative to where it runs. */
  uploads: string[];
}

export {sampleTabsGroup} from './request';

/** Every request sample of an operation, in tab order; the SDK call only where the operation has `x-sdk-method`. */
export function operationSamples(api: RestApi, entry: OperationEntry): Sample[] {
  const request = requestSample(api.document, entry);
  const id = entry.operation.operationId;
  const base = kebab(id);
  const resultName = entry.operation['x-contract-function'] ? 'transaction' : 'result';
  const uploads = (request.form ?? []).filter((part) => part.file).map((part) => part.value);
  const samples: Omit<Sample, 'uploads'>[] = [
    {language: 'curl', label: 'cURL', fence: 'bash', fileName: `${base}.sh`, code: curlSample(request)},
    {
      language: 'typescript',
      label: 'TypeScript',
      fence: 'ts',
      fileName: `${base}.mts`,
      code: fetchSample(request, resultName),
    },
    ...(entry.operation['x-sdk-method']
      ? [
          {
            language: 'sdk',
            label: 'SDK',
            fence: 'ts',
            fileName: `${base}-sdk.mts`,
            code: sdkSample(api, entry),
          } as const,
        ]
      : []),
    {
      language: 'python',
      label: 'Python',
      fence: 'python',
      fileName: `${base.replace(/-/g, '_')}.py`,
      code: pythonSample(request),
    },
    {
      language: 'java',
      label: 'Java',
      fence: 'java',
      fileName: `${javaClassName(id)}.java`,
      code: javaSample(request, javaClassName(id)),
    },
  ];
  return samples.map((sample) => ({...sample, uploads}));
}
