import { maybeCacheControlFromInfo } from '@apollo/cache-control-types';
import type { GraphQLResolveInfo } from 'graphql';
import type { ProgrammeSessionResolvers } from '../generated/resolvers-types.ts';
import { programmeFromRest } from './content-enums.ts';
import type { ProgrammeSessionSource } from './sources.ts';

/**
 * Whether now is within [from, until). The answer is computed from the clock, so a cached copy must
 * not outlive the next instant at which it flips: the field's cache hint is cut to that moment.
 */
function openBetween(from: string, until: string, info: GraphQLResolveInfo): boolean {
  const now = Date.now();
  const start = Date.parse(from);
  const end = Date.parse(until);
  const nextFlip = [start, end].find((instant) => instant > now);
  if (nextFlip !== undefined) maybeCacheControlFromInfo(info)?.cacheHint.restrict({ maxAge: Math.max(0, Math.floor((nextFlip - now) / 1000)) });
  return start <= now && now < end;
}

const instant = (value: string) => new Date(value).toISOString();

export const ProgrammeSession: ProgrammeSessionResolvers = {
  id: (session: ProgrammeSessionSource) => String(session.id),
  programme: (session) => programmeFromRest(session.programme),
  applyStart: (session) => instant(session.applyStart),
  applyEnd: (session) => instant(session.applyEnd),
  finalUploadEnd: (session) => instant(session.finalUploadEnd),
  isOpen: (session, _args, _context, info) => openBetween(session.applyStart, session.applyEnd, info),
  isFinalUploadOpen: (session, _args, _context, info) => openBetween(session.applyStart, session.finalUploadEnd, info),
  timeZone: () => 'Asia/Taipei',
};
