import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, test } from 'vitest';
import { mergeClasses } from '../../src/client/lib/class-merge';

/** Every class-like word in a string literal of the client's source. */
function sourceWords(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
    });
  const words = new Set<string>();
  for (const file of walk('src/client')) {
    const source = readFileSync(file, 'utf8');
    for (const literal of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      for (const word of (literal[1] ?? literal[2] ?? literal[3] ?? '').split(/\s+/)) {
        if (/^!?[a-z0-9[&_:>*@-][\w[\]&_:>*@.%/()#,'=!+-]*$/i.test(word) && !word.includes('${')) {
          words.add(word);
        }
      }
    }
  }
  return [...words];
}

/** The utility part of a class: "sm:hover:bg-ink/10" → "bg-ink/10". */
const utilityOf = (word: string) =>
  word
    .split(/:(?![^[]*\])/)
    .pop()!
    .replace(/^!|!$/g, '');
/** tailwind-merge keeps a word beside itself twice only when it is not a Tailwind class. */
const isTailwind = (word: string) => twMerge(`${word} ${word}`) === word;

const words = sourceWords().filter(isTailwind);
const utilities = [...new Set(words.map(utilityOf))].filter(isTailwind);

function disagreements(pairs: Iterable<[string, string]>) {
  const found: string[] = [];
  for (const [first, second] of pairs) {
    const input = `${first} ${second}`;
    const ours = mergeClasses(input);
    const theirs = twMerge(input);
    if (ours !== theirs) found.push(`${input} → ${ours} (tailwind-merge: ${theirs})`);
  }
  return found;
}

function* allPairs(items: string[]): Generator<[string, string]> {
  for (const first of items) for (const second of items) yield [first, second];
}

describe('mergeClasses', () => {
  test('finds the site’s classes in the source', () => {
    expect(utilities.length).toBeGreaterThan(400);
    expect(words).toEqual(expect.arrayContaining(['px-6', 'hover:bg-ink', 'text-[3.25rem]']));
  });

  // About 250,000 merges on each side, pure computation: 30 to 55 s while other suites loaded the
  // machine (it once ran out of the global 60 s), so it gets room of its own.
  test(
    'agrees with tailwind-merge on every ordered pair of utilities the site uses',
    {
      timeout: 240_000,
    },
    () => {
      expect(disagreements(allPairs(utilities)).slice(0, 20)).toEqual([]);
    },
  );

  test('agrees with tailwind-merge on the site’s classes with variants', () => {
    const withVariants = words.filter((word) => word !== utilityOf(word));
    const pairs: [string, string][] = [];
    for (const word of withVariants) {
      const prefix = word.slice(0, word.length - utilityOf(word).length);
      for (const other of words) {
        if (other.startsWith(prefix) || other === utilityOf(word))
          pairs.push([word, other], [other, word]);
      }
    }
    expect(pairs.length).toBeGreaterThan(1000);
    expect(disagreements(pairs).slice(0, 20)).toEqual([]);
  });

  test('keeps the last of conflicting classes, per variant, and unknown classes', () => {
    expect(mergeClasses('px-6 py-2 px-0')).toBe('py-2 px-0');
    expect(mergeClasses('p-4 pr-11')).toBe('p-4 pr-11');
    expect(mergeClasses('pr-11 p-4')).toBe('p-4');
    expect(mergeClasses('text-sm text-ink text-xs')).toBe('text-ink text-xs');
    expect(mergeClasses('hover:bg-ink bg-sand hover:bg-gold')).toBe('bg-sand hover:bg-gold');
    expect(mergeClasses('sm:hover:mt-2 hover:sm:mt-4')).toBe('hover:sm:mt-4');
    expect(mergeClasses('prose-salon flex grid animate-fade-up group')).toBe(
      'prose-salon grid animate-fade-up group',
    );
    expect(mergeClasses('bg-ink/10 bg-ivory')).toBe('bg-ivory');
    expect(mergeClasses('  ')).toBe('');
  });
});
