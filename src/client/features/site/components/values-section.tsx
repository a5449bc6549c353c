import { card } from '@client/components/ui/card';
import { SectionHeading } from '@client/components/ui/section-heading';
import { cn } from '@client/lib/cn';

const VALUES = [
  {
    title: 'Excellence',
    text: 'We never settle for “good enough”. Every cut, colour and treatment is carried out with meticulous technique, premium products and the patience to get the details right.',
  },
  {
    title: 'Innovation',
    text: 'Beauty keeps evolving and so do we. Our team trains continuously in new techniques and technologies, bringing you the latest that is proven to work.',
  },
  {
    title: 'Trust',
    text: 'Honest advice, transparent prices and hygiene you never have to think about. We only recommend what is right for you, and we tell you why.',
  },
] as const;

/** The studio's three values: Excellence, Innovation and Trust. */
export function ValuesSection() {
  return (
    <section aria-labelledby="values-heading" className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-5">
        <SectionHeading
          eyebrow="What guides us"
          title={<span id="values-heading">Our values</span>}
          lead="Three promises we make to every client who walks through our door."
        />
        <ol className="mt-16 grid gap-6 md:grid-cols-3">
          {VALUES.map((value, index) => (
            <li key={value.title} className={cn(card(), 'relative p-8 pt-10 lg:p-10 lg:pt-12')}>
              <span aria-hidden className="absolute top-0 left-8 h-px w-16 bg-gold lg:left-10" />
              <p aria-hidden className="font-display text-5xl text-gold-deep italic">
                0{index + 1}
              </p>
              <h3 className="mt-6 text-3xl">{value.title}</h3>
              <p className="mt-4 leading-relaxed text-taupe">{value.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
