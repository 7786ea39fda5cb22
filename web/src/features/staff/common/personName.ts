const han = /^[\p{Script=Han}\s]*$/u;

/**
 * A member's name as the site writes it (family name first): run together when both parts are
 * Chinese (王小明), else a space between (Lin Ann), whatever the console's language.
 */
export function personName(lastName: string, firstName: string): string {
  const separator = han.test(lastName) && han.test(firstName) ? '' : ' ';
  return [lastName.trim(), firstName.trim()].filter(Boolean).join(separator);
}
