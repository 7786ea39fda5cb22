import { createHash } from 'node:crypto';

/**
 * Adds a confirmed subscriber to a Mailchimp audience (PUT is an upsert, so repeats are harmless).
 * The double opt-in happened here already, hence status `subscribed`.
 */
export async function forwardToMailchimp(apiKey: string, listId: string, email: string): Promise<void> {
  const dataCentre = apiKey.slice(apiKey.lastIndexOf('-') + 1);
  const member = createHash('md5').update(email.toLowerCase()).digest('hex');
  const response = await fetch(`https://${dataCentre}.api.mailchimp.com/3.0/lists/${encodeURIComponent(listId)}/members/${member}`, {
    method: 'PUT',
    headers: { authorization: `Basic ${Buffer.from(`key:${apiKey}`).toString('base64')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email_address: email, status_if_new: 'subscribed', status: 'subscribed' }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Mailchimp answered ${response.status}`);
}
