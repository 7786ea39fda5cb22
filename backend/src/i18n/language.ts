import type { FastifyRequest } from 'fastify';
import { en, zhTw, type MessageId } from './messages.ts';

export type Language = 'zhTw' | 'en';

/** The contract: `Content-Language: en` selects English, anything else (or nothing) Chinese. */
export function requestLanguage(request: FastifyRequest): Language {
  return request.headers['content-language']?.trim() === 'en' ? 'en' : 'zhTw';
}

export function translate(language: Language, id: MessageId): string {
  return language === 'en' ? en[id] : zhTw[id];
}

export type Localised = { zhTw: string; en: string };

export function isLocalised(value: unknown): value is Localised {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as Localised).zhTw === 'string' && typeof (value as Localised).en === 'string';
}

/** Replaces every stored `{zhTw, en}` pair inside a value with the string of one language. */
export function flattenLocalised(value: unknown, language: Language): unknown {
  if (isLocalised(value)) return value[language];
  if (Array.isArray(value)) return value.map((item) => flattenLocalised(item, language));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, flattenLocalised(item, language)]));
  }
  return value;
}
