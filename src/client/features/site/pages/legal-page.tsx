import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { mainPhone } from '@shared/salon-facts';
import { useSalonSettings } from '@client/lib/salon-settings';
import { type LegalPage as LegalSlug, paths } from '@shared/routes';
import { card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { usePageMeta } from '@client/lib/use-page-meta';
import { legalDocumentQuery } from '../api/content-queries';
import { QueryError } from '../components/query-error';

const DOCUMENTS: Record<LegalSlug, { title: string; path: string; description: string }> = {
  'termos-de-uso': {
    title: 'Termos de Uso',
    path: paths.terms,
    description:
      'Termos de uso do site do Aurora Beauty Studio: agendamentos, cancelamentos, pacotes, compra de minicursos, avaliações e as responsabilidades de cada parte.',
  },
  'politica-de-privacidade': {
    title: 'Política de Privacidade',
    path: paths.privacy,
    description:
      'Como o Aurora Beauty Studio coleta, usa, protege e guarda os seus dados pessoais, os cookies de sessão e os seus direitos segundo o UK GDPR.',
  },
};

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * Gives every h2 of the rendered Markdown an id, and lists them for the section index. Pure string
 * work, so it runs the same on the server.
 */
function withSectionAnchors(html: string) {
  const sections: { id: string; title: string }[] = [];
  const anchored = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_match, inner: string) => {
    const id = `secao-${sections.length + 1}`;
    const title = inner
      .replace(/<[^>]+>/g, '')
      .replace(/&(amp|quot|#39|lt|gt);/g, (e) => ENTITIES[e] ?? e);
    sections.push({ id, title });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: anchored, sections };
}

function LegalSkeleton() {
  return (
    <Skeleton aria-hidden className="space-y-4">
      {Array.from({ length: 4 }, (_, block) => (
        <div key={block} className="space-y-3 pb-6">
          <div className="h-7 w-1/2 rounded-full bg-sand" />
          <div className="h-4 w-full rounded-full bg-sand/70" />
          <div className="h-4 w-11/12 rounded-full bg-sand/70" />
          <div className="h-4 w-4/5 rounded-full bg-sand/70" />
        </div>
      ))}
    </Skeleton>
  );
}

/** Terms and privacy: static Portuguese text rendered from the repository's Markdown. */
function LegalDocumentPage({ slug }: { slug: LegalSlug }) {
  const doc = useQuery(legalDocumentQuery(slug));
  const salon = useSalonSettings();
  const fallback = DOCUMENTS[slug];
  const title = doc.data?.title ?? fallback.title;
  usePageMeta({ title, description: fallback.description, path: fallback.path });
  const other = (Object.keys(DOCUMENTS) as LegalSlug[]).find((key) => key !== slug)!;
  const content = useMemo(
    () => (doc.data ? withSectionAnchors(doc.data.html) : undefined),
    [doc.data],
  );

  return (
    <div lang="pt-BR">
      <header className="border-b border-ink/10 bg-sand/50">
        <div className="mx-auto grid max-w-6xl px-5 py-16 sm:py-20 lg:grid-cols-[15rem_1fr] lg:gap-16">
          <div className="hidden lg:block" />
          <div className="max-w-3xl">
            <Link
              to={paths.home}
              className="inline-flex items-center gap-2 text-sm font-medium text-gold-deep underline-offset-4 hover:underline"
            >
              <ArrowLeft aria-hidden className="size-4" />
              Voltar ao início
            </Link>
            <p className="mt-10 text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
              Informações legais
            </p>
            <h1 className="mt-4 text-5xl leading-tight sm:text-6xl">{title}</h1>
            <div aria-hidden className="mt-6 h-px w-16 bg-gold" />
          </div>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-14 sm:py-20 lg:grid-cols-[15rem_1fr] lg:gap-16">
        <nav aria-label="Nesta página" className="hidden lg:block">
          {content && content.sections.length > 0 && (
            <div className="sticky top-32">
              <p className="text-xs font-medium tracking-[0.24em] text-gold-deep uppercase">
                Nesta página
              </p>
              <ol className="mt-5 space-y-1 border-l border-ink/10">
                {content.sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="-ml-px block border-l border-transparent py-1.5 pl-4 text-sm leading-snug text-taupe transition-colors hover:border-gold-deep hover:text-ink"
                    >
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          )}
        </nav>
        <div className="min-w-0 max-w-3xl">
          {doc.isPending ? (
            <LegalSkeleton />
          ) : doc.isError || !content ? (
            <QueryError
              message="Não foi possível carregar este documento."
              hint="Verifique a sua conexão e tente novamente."
              retryLabel="Tentar novamente"
              retryingLabel="Tentando…"
              onRetry={() => void doc.refetch()}
              retrying={doc.isFetching}
            />
          ) : (
            <div
              className="prose-salon [&>p:first-child]:text-sm [&>p:first-child]:tracking-wide [&>p:first-child]:text-taupe"
              dangerouslySetInnerHTML={{ __html: content.html }}
            />
          )}
          <aside className={cn(card(), 'mt-16 p-7 sm:p-9')}>
            <h2 className="text-2xl">Dúvidas?</h2>
            <p className="mt-2 leading-relaxed text-taupe">
              Fale conosco pelo e-mail{' '}
              <a
                href={salon && `mailto:${salon.email}`}
                className="break-all text-gold-deep underline underline-offset-4"
              >
                {salon?.email}
              </a>{' '}
              ou pelo telefone{' '}
              <a
                href={salon && `tel:${mainPhone(salon).tel}`}
                className="text-gold-deep underline underline-offset-4"
              >
                {salon && mainPhone(salon).display}
              </a>
              . Veja também:{' '}
              <Link
                to={DOCUMENTS[other].path}
                className="text-gold-deep underline underline-offset-4"
              >
                {DOCUMENTS[other].title}
              </Link>
              .
            </p>
          </aside>
        </div>
      </div>
    </div>
  );
}

export function TermsPage() {
  return <LegalDocumentPage slug="termos-de-uso" />;
}

export function PrivacyPage() {
  return <LegalDocumentPage slug="politica-de-privacidade" />;
}
