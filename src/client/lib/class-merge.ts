/**
 * Merges Tailwind classes so that a later class wins over an earlier one of the same kind
 * ("px-6 px-0" → "px-0"), as tailwind-merge does, for the utilities this site uses. It is a few
 * hundred bytes where tailwind-merge is 9 KB gzipped on every page's first load (decision 017).
 * Its answers are checked against tailwind-merge for every pair of classes in the source
 * (tests/unit/class-merge.test.ts), so a utility it does not know yet fails that test.
 */

/** Utility → group, first match wins. Unknown classes are not Tailwind's and always kept. */
const GROUPS: [RegExp, string][] = [
  [
    /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|table|flow-root|contents|list-item|hidden)$/,
    'display',
  ],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(visible|invisible|collapse)$/, 'visibility'],
  [/^(sr-only|not-sr-only)$/, 'sr'],
  [/^(italic|not-italic)$/, 'font-style'],
  [/^(underline|overline|line-through|no-underline)$/, 'text-decoration'],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(antialiased|subpixel-antialiased)$/, 'font-smoothing'],
  [/^(proportional-nums|tabular-nums)$/, 'fvn-spacing'],
  [/^(lining-nums|oldstyle-nums)$/, 'fvn-figure'],
  [/^normal-nums$/, 'fvn-normal'],
  [/^truncate$|^text-(ellipsis|clip)$/, 'text-overflow'],
  [/^float-/, 'float'],
  [/^clear-/, 'clear'],
  [/^overflow-x-/, 'overflow-x'],
  [/^overflow-y-/, 'overflow-y'],
  [/^overflow-/, 'overflow'],
  [/^inset-x-/, 'inset-x'],
  [/^inset-y-/, 'inset-y'],
  [/^inset-/, 'inset'],
  [/^(top|right|bottom|left|start|end|z|order|aspect)-/, '$1'],
  [/^object-(contain|cover|fill|none|scale-down)$/, 'object-fit'],
  [/^object-/, 'object-position'],
  [/^flex-(row|row-reverse|col|col-reverse)$/, 'flex-direction'],
  [/^flex-(wrap|wrap-reverse|nowrap)$/, 'flex-wrap'],
  [/^flex-/, 'flex'],
  [/^(grow|shrink)(-|$)/, '$1'],
  [/^basis-/, 'basis'],
  [/^grid-cols-/, 'grid-cols'],
  [/^grid-rows-/, 'grid-rows'],
  [/^grid-flow-/, 'grid-flow'],
  [/^col-(start|end)-/, 'col-$1'],
  [/^col-/, 'col-start-end'],
  [/^row-(start|end)-/, 'row-$1'],
  [/^row-/, 'row-start-end'],
  [/^(gap-x|gap-y|gap)-/, '$1'],
  [/^justify-(items|self)-/, 'justify-$1'],
  [/^justify-/, 'justify-content'],
  [/^content-(normal|center|start|end|between|around|evenly|baseline|stretch)$/, 'align-content'],
  [/^content-/, 'content'],
  [/^items-/, 'align-items'],
  [/^self-/, 'align-self'],
  [/^place-(content|items|self)-/, 'place-$1'],
  [/^(p|px|py|ps|pe|pt|pr|pb|pl|m|mx|my|ms|me|mt|mr|mb|ml)-/, '$1'],
  [/^space-(x|y)-reverse$/, 'space-$1-reverse'],
  [/^space-(x|y)-/, 'space-$1'],
  [/^(size|min-w|max-w|min-h|max-h|w|h)-/, '$1'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^font-[^[(]/, 'font-family'],
  [/^text-(xs|sm|base|lg|xl|[2-9]xl)$|^text-\[[\d.]+(px|r?em|%|vw|vh|ch|ex|lh)\]$/, 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-alignment'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^text-/, 'text-color'],
  [/^tracking-/, 'tracking'],
  [/^leading-/, 'leading'],
  [/^line-clamp-/, 'line-clamp'],
  [/^list-(inside|outside)$/, 'list-style-position'],
  [/^list-/, 'list-style-type'],
  [/^decoration-(solid|double|dotted|dashed|wavy)$/, 'text-decoration-style'],
  [/^decoration-(\d+|auto|from-font)$/, 'text-decoration-thickness'],
  [/^decoration-/, 'text-decoration-color'],
  [/^underline-offset-/, 'underline-offset'],
  [/^whitespace-/, 'whitespace'],
  [/^break-(normal|words|all|keep)$/, 'break'],
  [/^break-(inside|before|after)-/, 'break-$1'],
  [/^table-(auto|fixed)$/, 'table-layout'],
  [/^align-(baseline|top|middle|bottom|text-top|text-bottom|sub|super)$/, 'vertical-align'],
  [/^columns-/, 'columns'],
  [/^bg-(none|linear-.+|radial(-.+)?|conic(-.+)?)$/, 'bg-image'],
  [
    /^bg-\[(url|image|image-set|cross-fade|element|(repeating-)?(linear|radial|conic)-gradient)\(.+\)\]$/,
    'bg-image',
  ],
  [/^bg-(auto|cover|contain)$/, 'bg-size'],
  [/^bg-(fixed|local|scroll)$/, 'bg-attachment'],
  [/^bg-(no-repeat|repeat(-.+)?)$/, 'bg-repeat'],
  [/^bg-(center|top|bottom|left|right)(-.+)?$/, 'bg-position'],
  [/^bg-/, 'bg-color'],
  [/^(from|via|to)-\d+%$/, 'gradient-$1-pos'],
  [/^(from|via|to)-/, 'gradient-$1'],
  [/^border-(collapse|separate)$/, 'border-collapse'],
  [/^rounded(-(none|full|xs|sm|md|lg|xl|[2-4]xl|\[[^\]]+\]))?$/, 'rounded'],
  [/^rounded-(ss|se|ee|es|tl|tr|br|bl|s|e|t|r|b|l)(-|$)/, 'rounded-$1'],
  [/^border(-(\d+|\[[\d.]+px\]))?$/, 'border-w'],
  [/^border-(x|y|s|e|t|r|b|l)(-\d+)?$/, 'border-w-$1'],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [/^border-(x|y|s|e|t|r|b|l)-/, 'border-color-$1'],
  [/^border-/, 'border-color'],
  [/^divide-(x|y)-reverse$/, 'divide-$1-reverse'],
  [/^divide-(x|y)(-\d+)?$/, 'divide-$1'],
  [/^divide-(solid|dashed|dotted|double|none)$/, 'divide-style'],
  [/^divide-/, 'divide-color'],
  [/^ring-offset-(\d+|\[[\d.]+px\])$/, 'ring-offset-w'],
  [/^ring-offset-/, 'ring-offset-color'],
  [/^ring(-(\d+|\[[\d.]+px\]))?$/, 'ring-w'],
  [/^ring-inset$/, 'ring-w-inset'],
  [/^ring-/, 'ring-color'],
  [/^outline-offset-/, 'outline-offset'],
  [/^outline(-(\d+|\[[\d.]+px\]))?$/, 'outline-w'],
  [/^outline-(solid|dashed|dotted|double|none|hidden)$/, 'outline-style'],
  [/^outline-/, 'outline-color'],
  [/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|\[[^\]]*\d(px|rem)[^\]]*\]))?$/, 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [/^opacity-/, 'opacity'],
  [/^blur(-|$)/, 'blur'],
  [/^backdrop-blur(-|$)/, 'backdrop-blur'],
  [/^transition(-(all|colors|opacity|shadow|transform|none|\[.+\]))?$/, 'transition'],
  [/^(duration|ease|delay)-/, '$1'],
  [/^animate-(spin|ping|pulse|bounce|none|\[.+\])$/, 'animate'],
  [/^translate-none$/, 'translate-none'],
  [/^translate-(x|y|z)-/, 'translate-$1'],
  [/^translate-/, 'translate'],
  [/^scale-(x|y|z)-/, 'scale-$1'],
  [/^scale-/, 'scale'],
  [/^rotate-/, 'rotate'],
  [/^origin-/, 'transform-origin'],
  [/^(cursor|pointer-events|select|appearance|fill|accent|caret)-/, '$1'],
  [/^resize(-(none|x|y))?$/, 'resize'],
  [/^overscroll-(auto|contain|none)$/, 'overscroll'],
  [/^touch-(auto|none|manipulation)$/, 'touch'],
  [/^stroke-(\d+|\[[\d.]+px\])$/, 'stroke-w'],
  [/^stroke-/, 'stroke'],
  [/^scroll-(mt|mb|ml|mr|mx|my|m)-/, 'scroll-$1'],
];

/** A later class of the key group also overrides earlier classes of these groups. */
const CONFLICTS: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['ps', 'pe', 'pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['ms', 'me', 'mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'fvn-normal': ['fvn-figure', 'fvn-spacing'],
  'fvn-figure': ['fvn-normal'],
  'fvn-spacing': ['fvn-normal'],
  'line-clamp': ['display', 'overflow'],
  rounded: [
    ...['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'].map(
      (side) => `rounded-${side}`,
    ),
  ],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((side) => `border-w-${side}`),
  'border-w-x': ['border-w-s', 'border-w-e', 'border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((side) => `border-color-${side}`),
  'border-color-x': ['border-color-s', 'border-color-e', 'border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  translate: ['translate-x', 'translate-y', 'translate-none'],
  'translate-none': ['translate', 'translate-x', 'translate-y', 'translate-z'],
  'scroll-m': ['scroll-mx', 'scroll-my', 'scroll-mt', 'scroll-mr', 'scroll-mb', 'scroll-ml'],
  'scroll-mx': ['scroll-mr', 'scroll-ml'],
  'scroll-my': ['scroll-mt', 'scroll-mb'],
};

/** Variants whose order changes their meaning; the others are compared sorted. */
const ORDER_SENSITIVE = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'details-content',
  'file',
  'first-letter',
  'first-line',
  'marker',
  'placeholder',
  'selection',
]);

const groups = new Map<string, string | undefined>();

function groupOf(utility: string): string | undefined {
  if (groups.has(utility)) return groups.get(utility);
  let group: string | undefined;
  if (/^\[[a-z-]+:.+\]$/.test(utility)) {
    group = `arbitrary..${utility.slice(1, utility.indexOf(':'))}`;
  } else {
    const positive = utility.startsWith('-') ? utility.slice(1) : utility;
    for (const [pattern, name] of GROUPS) {
      const match = pattern.exec(positive);
      if (match) {
        group = name.replace('$1', match[1] ?? '');
        break;
      }
    }
  }
  groups.set(utility, group);
  return group;
}

/** Splits "sm:hover:!bg-ink/10" into variants, the important mark and the utility. */
function parse(className: string) {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  let postfix = -1;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (depth === 0 && char === ':') {
      variants.push(className.slice(start, index));
      start = index + 1;
      postfix = -1;
    } else if (depth === 0 && char === '/') postfix = index - start;
  }
  let utility = className.slice(start);
  const important = utility.startsWith('!') || utility.endsWith('!');
  if (utility.endsWith('!')) utility = utility.slice(0, -1);
  else if (utility.startsWith('!')) {
    utility = utility.slice(1);
    postfix -= 1;
  }
  return { variants, important, utility, postfix };
}

function sortVariants(variants: string[]): string {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith('[') || ORDER_SENSITIVE.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  sorted.push(...run.sort());
  return sorted.join(':');
}

export function mergeClasses(classList: string): string {
  const classes = classList.trim().split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index]!;
    if (!className) continue;
    const { variants, important, utility, postfix } = parse(className);
    const group =
      (postfix > 0 ? groupOf(utility.slice(0, postfix)) : undefined) ?? groupOf(utility);
    if (!group) {
      kept.push(className);
      continue;
    }
    const prefix = sortVariants(variants) + (important ? '!' : '');
    if (taken.has(prefix + group)) continue;
    taken.add(prefix + group);
    for (const conflict of CONFLICTS[group] ?? []) taken.add(prefix + conflict);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
