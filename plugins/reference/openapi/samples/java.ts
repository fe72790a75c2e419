import {javaString} from './literals';
import {queryString, sampleDefaultBaseUrl, sampleVariables, type HeaderSource, type RequestSample} from './request';

const headerValue: Record<HeaderSource, string> = {
  apiKey: `System.getenv("${sampleVariables.apiKey}")`,
  accessToken: `"Bearer " + System.getenv("${sampleVariables.accessToken}")`,
  idempotencyKey: 'UUID.randomUUID().toString()',
  json: '"application/json"',
};

/** `buildSupply` → `BuildSupply`: a reader saves the class as BuildSupply.java and runs `java BuildSupply.java`. */
export const javaClassName = (operationId: string) => operationId[0].toUpperCase() + operationId.slice(1);

/** JSON in a text block: backslashes doubled so the JSON's own escapes survive, closing quotes on their own line. */
function textBlock(value: unknown, indent: string): string {
  const json = JSON.stringify(value, null, 2).replace(/\\/g, '\\\\').replace(/"""/g, '\\"""');
  return ['"""', ...json.split('\n').map((line) => `${indent}${line}`), `${indent}"""`].join('\n');
}

// java.net.http has no multipart publisher: each part is a boundary line, its headers and its content.
const multipartHelpers = `
  static void addField(ByteArrayOutputStream form, String boundary, String name, String value) throws IOException {
    form.write(("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"" + name + "\\"\\r\\n\\r\\n" + value + "\\r\\n")
        .getBytes(StandardCharsets.UTF_8));
  }

  static void addFile(ByteArrayOutputStream form, String boundary, String name, Path file, String type) throws IOException {
    form.write(("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"" + name + "\\"; filename=\\""
        + file.getFileName() + "\\"\\r\\nContent-Type: " + type + "\\r\\n\\r\\n").getBytes(StandardCharsets.UTF_8));
    form.write(Files.readAllBytes(file));
    form.write("\\r\\n".getBytes(StandardCharsets.UTF_8));
  }`;

/** The builder's own method where it has one (`.GET()`, `.POST(…)`); PATCH goes through `.method`. */
function methodCall(method: string, publisher: string): string {
  if ((method === 'GET' || method === 'DELETE') && publisher.endsWith('noBody()')) return `.${method}()`;
  if (method === 'POST' || method === 'PUT') return `.${method}(${publisher})`;
  return `.method("${method}", ${publisher})`;
}

/**
 * A java.net.http call (Java 17, one file): the same request, an error status thrown with its problem details,
 * the result printed.
 */
export function javaSample(sample: RequestSample, className: string, host = sampleDefaultBaseUrl): string {
  const uses = (source: HeaderSource) => sample.headers.some((header) => header.source === source);
  const imports = [
    ...(sample.form ? ['java.io.ByteArrayOutputStream', 'java.io.IOException'] : []),
    'java.net.URI',
    'java.net.http.HttpClient',
    'java.net.http.HttpRequest',
    'java.net.http.HttpResponse',
    ...(sample.form ? ['java.nio.charset.StandardCharsets', 'java.nio.file.Files', 'java.nio.file.Path'] : []),
    ...(uses('idempotencyKey') || sample.form ? ['java.util.UUID'] : []),
  ];
  const body: string[] = [
    `    String baseUrl = System.getenv().getOrDefault("${sampleVariables.baseUrl}", "${host}");`,
  ];
  let publisher = 'noBody()';
  if (sample.body !== undefined) {
    body.push(`    String body = ${textBlock(sample.body, '        ')};`);
    publisher = 'ofString(body)';
  }
  if (sample.form) {
    body.push(
      `    String boundary = UUID.randomUUID().toString();`,
      '    ByteArrayOutputStream form = new ByteArrayOutputStream();',
    );
    for (const part of sample.form) {
      body.push(
        part.file
          ? `    addFile(form, boundary, ${javaString(part.name)}, Path.of(${javaString(part.value)}), ${javaString(part.type ?? 'application/octet-stream')});`
          : `    addField(form, boundary, ${javaString(part.name)}, ${javaString(part.value)});`,
      );
    }
    body.push('    form.write(("--" + boundary + "--\\r\\n").getBytes(StandardCharsets.UTF_8));');
    publisher = 'ofByteArray(form.toByteArray())';
  }
  const url = `baseUrl + ${javaString(`${sample.path}${queryString(sample.query)}`)}`;
  body.push('', `    HttpRequest request = HttpRequest.newBuilder(URI.create(${url}))`);
  for (const header of sample.headers) body.push(`        .header("${header.name}", ${headerValue[header.source]})`);
  if (sample.form) body.push('        .header("Content-Type", "multipart/form-data; boundary=" + boundary)');
  body.push(
    `        ${methodCall(sample.method, `HttpRequest.BodyPublishers.${publisher}`)}`,
    '        .build();',
    '    HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());',
    '    if (response.statusCode() >= 400) {',
    '      // The body is application/problem+json: its code and detail say what to fix.',
    '      throw new IllegalStateException(response.statusCode() + " " + response.body());',
    '    }',
    sample.hasResponseBody
      ? '    System.out.println(response.body());'
      : '    System.out.println(response.statusCode());',
  );
  return [
    ...imports.map((name) => `import ${name};`),
    '',
    `public class ${className} {`,
    '  public static void main(String[] args) throws Exception {',
    ...body,
    '  }',
    ...(sample.form ? [multipartHelpers] : []),
    '}',
  ].join('\n');
}
