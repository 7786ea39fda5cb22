// Both ends of a multipart/form-data body for tests: a browser's GraphQL multipart request
// (graphql-multipart-request-spec) built by hand, and the parts a stand-in backend received.
import type { IncomingMessage } from 'node:http';

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** Reads a whole request body (tests only: small bodies). */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The parts of a multipart body, in order. */
export function parseMultipart(body: Buffer, contentType: string | undefined): Part[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  if (!boundary) throw new Error(`not a multipart content type: ${contentType}`);
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: Part[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const headersStart = start + delimiter.length;
    if (body.subarray(headersStart, headersStart + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, headersStart);
    if (next === -1) throw new Error('multipart body without its closing delimiter');
    const headersEnd = body.indexOf('\r\n\r\n', headersStart);
    const headers = body.subarray(headersStart + 2, headersEnd).toString('utf8');
    const disposition = /content-disposition:[^\r\n]*/i.exec(headers)?.[0] ?? '';
    parts.push({
      name: /\bname="([^"]*)"/.exec(disposition)?.[1] ?? '',
      filename: /\bfilename="([^"]*)"/.exec(disposition)?.[1],
      contentType: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1],
      // The part's data ends with the CRLF that precedes the next delimiter.
      data: body.subarray(headersEnd + 4, next - 2),
    });
    start = next;
  }
  return parts;
}

export interface GraphQLFile {
  /** Where the file goes in the variables, e.g. `variables.input.team.previewImg.upload`. */
  path: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A GraphQL multipart request body: `operations`, `map`, then each file, in the order given. */
export function graphqlMultipart(operation: { query: string; variables: object }, files: GraphQLFile[]) {
  const boundary = `----graphql-test-${Math.random().toString(16).slice(2)}`;
  const map = Object.fromEntries(files.map((file, index) => [String(index), [file.path]]));
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const chunks: Buffer[] = [field('operations', JSON.stringify(operation)), field('map', JSON.stringify(map))];
  files.forEach((file, index) => {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${index}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  });
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
