import {packages} from '../../../../src/data/platform';
import type {RestApi} from '../../load';
import {qualifiedMethod, resultVariable} from '../../sdk/model';
import {exampleArgument, fileReaderImport} from '../../sdk/rest';
import {resultOf} from '../../sdk/typescript';
import {sampleCredential, type OperationEntry} from '../document';
import {sampleVariables} from './request';

/** The SDK call for an operation with `x-sdk-method`: the client made as the SDK page makes it, the result printed. */
export function sdkSample(api: RestApi, entry: OperationEntry): string {
  const credential =
    sampleCredential(api.document, entry) === 'apiKey'
      ? `apiKey: process.env.${sampleVariables.apiKey}`
      : `accessToken: process.env.${sampleVariables.accessToken}`;
  const {argument, readsFiles} = exampleArgument(api, entry);
  const call = `${qualifiedMethod(api.id, entry.operation['x-sdk-method']!)}(${argument})`;
  const result = resultOf(api.document, entry);
  const lines = [
    ...(readsFiles ? [fileReaderImport] : []),
    `import {createAssetraClient} from '${packages.sdk}';`,
    '',
    `const assetra = createAssetraClient({environment: 'sandbox', ${credential}});`,
    '',
  ];
  if (result.paginated) {
    const variable = resultVariable(result.name ?? 'item', false);
    const plural = `${variable}${variable.endsWith('s') ? 'es' : 's'}`;
    lines.push(
      `const ${plural} = ${call};`,
      '// The iterator asks for the next page as the loop reaches it.',
      `for await (const ${variable} of ${plural}) {`,
      `  console.log(${variable});`,
      '}',
    );
  } else if (result.name) {
    const variable = resultVariable(result.name, Boolean(entry.operation['x-contract-function']));
    lines.push(`const ${variable} = await ${call};`, `console.log(${variable});`);
  } else {
    lines.push(`await ${call};`);
  }
  return lines.join('\n');
}
