/**
 * One CSV field (RFC 4180). A value a spreadsheet would run as a formula (starting with =, +, -,
 * @, a tab or a carriage return) is prefixed with an apostrophe, so opening the export in Excel or
 * Sheets never executes what a visitor typed (OWASP: CSV injection).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(values: string[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
