// "I have read and agree" (the terms step), remembered per member and application in this
// browser's localStorage: it survives a reload of the confirmation page, another tab and a browser
// restart (sessionStorage kept it for one tab only). The server's draft has no place for it (its
// stored shape is the rules' strict team and proposal); on another device the member ticks it again.

const termsKey = (owner: string, id: string) => `inventionApply:${owner}:${id}:terms`;

/** Where storage cannot be written, the agreement lasts as long as the page. */
const agreedHere = new Set<string>();

export function agreeToTerms(owner: string, id: string): void {
  try {
    localStorage.setItem(termsKey(owner, id), 'agreed');
  } catch {
    agreedHere.add(termsKey(owner, id));
  }
}

export function hasAgreed(owner: string, id: string | null): boolean {
  if (id === null) return false;
  const key = termsKey(owner, id);
  try {
    return localStorage.getItem(key) === 'agreed' || agreedHere.has(key);
  } catch {
    return agreedHere.has(key);
  }
}
