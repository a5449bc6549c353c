import { Download, Table2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FigureTable } from '@shared/insights-tables';
import { Button, buttonVariants } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';

/**
 * One figure: its title, the headline in words, the chart, and the same numbers as a table
 * ('Ver tabela') and as a CSV file.
 */
export function FigureCard({
  table,
  summary,
  csvUrl,
  children,
  wide = false,
}: {
  table: FigureTable;
  summary: string;
  csvUrl: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(card(), 'min-w-0 p-5 sm:p-6', wide && 'lg:col-span-2')}
    >
      <h3 id={titleId} className="text-2xl">
        {table.title}
      </h3>
      <p className="mt-1 text-ink-soft">{summary}</p>
      <div className="mt-5">{children}</div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          <Table2 aria-hidden />
          {showTable ? t('insights.hideTable') : t('insights.showTable')}
        </Button>
        <a
          href={csvUrl}
          download
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          aria-label={t('insights.exportOf', { title: table.title })}
        >
          <Download aria-hidden />
          {t('insights.export')}
        </a>
      </div>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div
        id={tableId}
        hidden={!showTable}
        role="region"
        aria-label={t('insights.tableOf', { title: table.title })}
        tabIndex={showTable ? 0 : undefined}
        className="mt-4 overflow-x-auto"
      >
        {showTable && (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{table.title}</caption>
            <thead>
              <tr className="border-b border-ink/15">
                {table.header.map((cell, i) => (
                  <th
                    key={cell}
                    scope="col"
                    className={cn('px-2 py-2 font-medium', i > 0 && 'text-right')}
                  >
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row[0]} className="border-b border-ink/5">
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="px-2 py-1.5 font-normal">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className="px-2 py-1.5 text-right tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
