import { Award, Gem, HeartHandshake, Users } from 'lucide-react';
import { business } from '@shared/business';

const HIGHLIGHTS = [
  {
    icon: Award,
    figure: `${business.owner.yearsExperience} years`,
    title: 'Expert Team',
    text: 'A quarter of a century of craft in hair, skin and aesthetics, refined in Brazil and Birmingham.',
  },
  {
    icon: Gem,
    figure: 'Salon-grade',
    title: 'Premium Products',
    text: 'Professional formulas chosen for lasting results and for the health of your hair and skin.',
  },
  {
    icon: HeartHandshake,
    figure: 'Made for you',
    title: 'Personalised Care',
    text: 'Every visit begins with a conversation, so each treatment is tailored to you alone.',
  },
  {
    icon: Users,
    figure: business.satisfiedClients,
    title: 'Satisfied Clients',
    text: `Over ${business.satisfiedClients.replace('+', '')} clients have trusted us with their beauty — and keep coming back.`,
  },
] as const;

/** Four reasons to choose the studio, on a dark band. */
export function HighlightsSection() {
  return (
    <section
      aria-labelledby="highlights-heading"
      className="relative overflow-hidden bg-ink text-ivory"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -right-32 -bottom-48 size-[32rem] rounded-full border border-gold/20"
      />
      <div className="relative mx-auto max-w-7xl px-5 py-20 sm:py-24">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <p className="text-xs font-medium tracking-[0.3em] text-gold uppercase">Why Aurora</p>
            <h2
              id="highlights-heading"
              className="mt-4 max-w-xl text-4xl leading-tight text-ivory sm:text-5xl"
            >
              Beauty, held to a <em className="text-gold">higher standard</em>
            </h2>
          </div>
          <p className="max-w-sm leading-relaxed text-ivory/70">
            The details you notice, and the ones you don’t, are what make a visit to Aurora feel
            different.
          </p>
        </div>
        <ul className="mt-14 grid gap-px overflow-hidden rounded-3xl bg-ivory/10 sm:grid-cols-2 lg:grid-cols-4">
          {HIGHLIGHTS.map(({ icon: Icon, figure, title, text }) => (
            <li
              key={title}
              className="flex gap-5 bg-ink px-1 py-8 sm:flex-col sm:gap-0 sm:p-8 lg:p-9"
            >
              <span
                aria-hidden
                className="flex size-12 shrink-0 items-center justify-center rounded-full border border-gold/40 text-gold"
              >
                <Icon className="size-5" strokeWidth={1.5} />
              </span>
              <div>
                <p className="font-display text-lg text-gold italic sm:mt-8">{figure}</p>
                <h3 className="mt-1 text-2xl text-ivory sm:text-[1.7rem]">{title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-ivory/70">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
