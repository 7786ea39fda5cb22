// Types of message-parts.mjs, which the build scripts run as plain JavaScript.
export declare const partPrefixes: Record<'account' | 'apply', string[]>;
export declare const parts: Array<'public' | 'account' | 'apply'>;
export declare function partOf(id: string): 'public' | 'account' | 'apply';
export declare function partsAvailableTo(file: string): Array<'public' | 'account' | 'apply'>;
