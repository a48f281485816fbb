/** A variable's value is wrong; main prints the message as one line. */
export class ConfigError extends Error {}

/** A service named by a variable could not be reached at start-up; main prints it as one line. */
export class StartupError extends Error {}

/** The URL without its password, fit for a log line. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

// Never echoed in an error: the value itself is the secret, or a URL that may carry one.
const SECRET_VARIABLES = new Set(['AUTH_SECRET', 'ADMIN_PASSWORD', 'VAPID_PRIVATE_KEY', 'S3_SECRET_ACCESS_KEY']);
const URL_VARIABLES = new Set(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'S3_ENDPOINT']);

/** The value as it may appear in an error line: secrets hidden, whatever precedes a URL's '@' masked. */
export function printable(name: string, value: string | undefined): string {
  if (value === undefined) return 'nothing';
  if (SECRET_VARIABLES.has(name)) return `a value of ${value.length} characters, not shown`;
  return JSON.stringify(URL_VARIABLES.has(name) ? value.replace(/^(.*?:\/*)?[^@]*@/, '$1***@') : value);
}
