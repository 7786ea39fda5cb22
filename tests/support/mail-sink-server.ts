// The SMTP sink as a long-running process for Playwright's webServer list: the backend delivers
// over a real SMTP conversation to a fixed loopback port, and the specs read what arrived as JSON
// over HTTP (GET /mails?to=…). The sink itself listens on a free port; a plain TCP relay on the
// fixed port forwards to it, so the backend's SMTP_URL can be known in advance.
import { createServer as createHttpServer } from 'node:http';
import { connect, createServer as createTcpServer } from 'node:net';
import { startMailSink } from './mail-sink.ts';

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 4725);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 4726);

const sink = await startMailSink();
const sinkPort = Number(new URL(sink.url).port);

const relay = createTcpServer((client) => {
  const upstream = connect(sinkPort, '127.0.0.1');
  client.pipe(upstream).pipe(client);
  const drop = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', drop);
  upstream.on('error', drop);
});
relay.listen(smtpPort, '127.0.0.1');

export interface SinkMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: string | null;
}

const http = createHttpServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/healthz') {
    response.end('ok');
    return;
  }
  if (url.pathname !== '/mails') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const mails: SinkMail[] = sink.mails
    .map((m) => ({
      to: [m.to].flat().flatMap((a) => (a ? a.value.map((v) => v.address?.toLowerCase() ?? '') : [])),
      subject: m.subject ?? '',
      text: m.text ?? '',
      html: typeof m.html === 'string' ? m.html : '',
      date: m.date?.toISOString() ?? null,
    }))
    .filter((m) => !to || m.to.includes(to));
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
});
http.listen(httpPort, '127.0.0.1');

const stop = () => {
  http.close();
  relay.close();
  void sink.stop().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
