import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { stampArrival } from './arrival.ts';
import { createRequestLog, LogBuffer, slowRequestMs } from './request-log.ts';

function finished(mode: 'all' | 'errors' | 'off', status: number, path = '/graphql?x=1', hrtimeShiftMs = 0) {
  const chunks: string[] = [];
  const buffer = new LogBuffer((chunk) => chunks.push(chunk));
  const res = Object.assign(new EventEmitter(), { statusCode: status }) as unknown as Response;
  const req = { method: 'POST', path: path.split('?')[0], originalUrl: path } as Request;
  stampArrival(req);
  const realHrtime = process.hrtime.bigint;
  createRequestLog(mode, buffer)(req, res, () => undefined);
  process.hrtime.bigint = () => realHrtime() + BigInt(hrtimeShiftMs * 1e6);
  try {
    (res as unknown as EventEmitter).emit('finish');
  } finally {
    process.hrtime.bigint = realHrtime;
  }
  buffer.flush();
  return chunks.join('');
}

describe('request log', () => {
  it('logs every request in mode all, without the query string, with its id', () => {
    expect(finished('all', 200)).toMatch(/^POST \/graphql 200 \d+\.\dms [0-9a-f]{8}-[0-9a-z]+\n$/);
  });

  it('logs only 5xx and slow requests in mode errors, nothing in mode off', () => {
    expect(finished('errors', 200)).toBe('');
    expect(finished('errors', 502)).toMatch(/^POST \/graphql 502 /);
    expect(finished('errors', 200, '/graphql', slowRequestMs + 5)).toMatch(/^POST \/graphql 200 /);
    expect(finished('off', 500)).toBe('');
  });

  it('writes buffered lines together', () => {
    const chunks: string[] = [];
    const buffer = new LogBuffer((chunk) => chunks.push(chunk));
    buffer.add('a');
    buffer.add('b');
    expect(chunks).toEqual([]);
    buffer.flush();
    expect(chunks).toEqual(['a\nb\n']);
  });
});
