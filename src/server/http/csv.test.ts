import { describe, expect, test } from 'vitest';
import { csvField, csvRow } from './csv';

describe('csvField', () => {
  test.for([
    ['plain@example.com', 'plain@example.com'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded ', '" padded "'],
    ['=1+1', "'=1+1"],
    ['+44 7700', "'+44 7700"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rCR', '"\'\rCR"'],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['a=b', 'a=b'],
  ] as const)('%j → %j', ([value, expected]) => expect(csvField(value)).toBe(expected));

  test('a row ends with CRLF', () => {
    expect(csvRow(['a', 'b,c', ''])).toBe('a,"b,c",\r\n');
  });
});
