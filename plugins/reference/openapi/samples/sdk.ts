import {packages} from '../../../../src/data/platform';
import type {RestApi} from '../../load';
import {exampleArgument, qualifiedMethod, resultVariable} from '../../sdk/example';
import {resultOf} from '../../sdk/typescript';
import {securityOf, type OperationEntry} from '../document';
import {sampleVariables} from './request';

/** The SDK call for an operation with `x-sdk-method`: the client made as the SDK page makes it, the result printed. */
export function sdkSample(api: RestApi, entry: OperationEntry): string {
  const credential = securityOf(api.document, entry).includes('apiKey')
    ? `apiKey: process.env.${sampleVariables.apiKey}`
    : `accessToken: process.env.${sampleVariables.accessToken}`;
  const call = `${qualifiedMethod(api, entry.operation['x-sdk-method']!)}(${exampleArgument(api, entry)})`;
  const result = resultOf(api.document, entry);
  const lines = [
    `import {createAssetraClient} from '${packages.sdk}';`,
    '',
    `const assetra = createAssetraClient({environment: 'sandbox', ${credential}});`,
    '',
  ];
  if (result.paginated) {
    const item = result.name ?? 'item';
    const variable = item[0]!.toLowerCase() + item.slice(1).replace(/[^\w]/g, '');
    const plural = `${variable}${variable.endsWith('s') ? 'es' : 's'}`;
    lines.push(
      `const ${plural} = ${call};`,
      '// The iterator asks for the next page as the loop reaches it.',
      `for await (const ${variable} of ${plural}) {`,
      `  console.log(${variable});`,
      '}',
    );
  } else if (result.name) {
    const variable = resultVariable(api, entry);
    lines.push(`const ${variable} = await ${call};`, `console.log(${variable});`);
  } else {
    lines.push(`await ${call};`);
  }
  return lines.join('\n');
}
