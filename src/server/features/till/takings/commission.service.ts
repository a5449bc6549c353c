import { sql } from 'drizzle-orm';
import type { InsightsPeriod } from '@shared/schemas/insights';
import {
  COMMISSION_SCOPES,
  type CommissionRate,
  type CommissionRatesInput,
  type CommissionReport,
  type CommissionRow,
  type CommissionScope,
} from '@shared/till-takings';
import { percentOfPence } from '@shared/till';
import type { Db } from '../../../db/client';
import { commissionRates } from '../../../db/schema/till';
import type { AdminActor } from '../../../http/app-env';
import { recordAdminAction } from '../../admin/audit.service';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every scope's rate; a scope the owner never set is 0%. */
export async function listCommissionRates(db: Db): Promise<CommissionRate[]> {
  const saved = await db.select().from(commissionRates);
  return COMMISSION_SCOPES.map((scope) => ({
    scope,
    rateBp: saved.find((r) => r.scope === scope)?.rateBp ?? 0,
  }));
}

/** Saves the rates given (others unchanged), audited with the old and new rates. */
export async function saveCommissionRates(
  db: Db,
  actor: AdminActor,
  input: CommissionRatesInput,
): Promise<CommissionRate[]> {
  await db.transaction(async (tx) => {
    const before = await listCommissionRates(tx);
    const changed = input.rates.filter(
      (rate) => before.find((b) => b.scope === rate.scope)?.rateBp !== rate.rateBp,
    );
    if (changed.length === 0) return;
    for (const rate of changed)
      await tx
        .insert(commissionRates)
        .values(rate)
        .onConflictDoUpdate({ target: commissionRates.scope, set: { rateBp: rate.rateBp } });
    await recordAdminAction(
      tx,
      actor,
      'commission_rates.update',
      { type: 'commission_rates' },
      {
        changes: changed.map((rate) => ({
          scope: rate.scope,
          from: before.find((b) => b.scope === rate.scope)?.rateBp ?? 0,
          to: rate.rateBp,
        })),
      },
    );
  });
  return listCommissionRates(db);
}

interface ScopeRow {
  professionalId: string;
  name: string;
  /** A service category, 'products', or 'tip'. */
  scope: CommissionScope | 'tip';
  pence: number;
}

/**
 * Each professional's takings per scope in the period: the lines of paid sales of the period's
 * salon days (after their share of the discount), less the refunds of those lines made in the
 * period (on the day the money went back, as Insights counts them).
 */
function takingsByScope(db: Db, period: Pick<InsightsPeriod, 'from' | 'to'>) {
  const scope = sql`case when l.kind = 'product' then 'products' when l.kind = 'tip' then 'tip'
    else sv.category::text end`;
  return rows<ScopeRow>(
    db,
    sql`select t.professional_id as "professionalId", p.name as "name", t.scope as "scope",
        sum(t.pence)::float8 as "pence"
      from (
        select l.professional_id, ${scope} as scope, l.total_pence as pence
        from sale_lines l join sales s on s.id = l.sale_id
          left join services sv on sv.id = l.service_id
        where s.status = 'paid' and s.business_date >= ${period.from}
          and s.business_date <= ${period.to} and l.professional_id is not null
        union all
        select l.professional_id, ${scope}, -x."amountPence"
        from sale_refunds r
          cross join lateral jsonb_to_recordset(r.lines) as x("lineId" uuid, "amountPence" int)
          join sale_lines l on l.id = x."lineId"
          left join services sv on sv.id = l.service_id
        where r.business_date >= ${period.from} and r.business_date <= ${period.to}
          and l.professional_id is not null
      ) t join professionals p on p.id = t.professional_id
      group by 1, 2, 3
      order by 2, 1, 3`,
  );
}

/**
 * The commission report: per professional, each scope's takings × its rate (rounded half up to
 * the penny per scope, percentOfPence), tips apart and never commissioned.
 */
export async function commissionReport(
  db: Db,
  period: Pick<InsightsPeriod, 'from' | 'to'>,
): Promise<CommissionReport> {
  const [rates, byScope] = await Promise.all([listCommissionRates(db), takingsByScope(db, period)]);
  const rateOf = (scope: CommissionScope) => rates.find((r) => r.scope === scope)?.rateBp ?? 0;
  const byProfessional = new Map<string, CommissionRow>();
  for (const row of byScope) {
    const entry = byProfessional.get(row.professionalId) ?? {
      professionalId: row.professionalId,
      name: row.name,
      lines: [],
      salesPence: 0,
      commissionPence: 0,
      tipsPence: 0,
    };
    byProfessional.set(row.professionalId, entry);
    if (row.scope === 'tip') {
      entry.tipsPence += row.pence;
      continue;
    }
    const rateBp = rateOf(row.scope);
    const commissionPence = percentOfPence(row.pence, rateBp);
    entry.lines.push({ scope: row.scope, rateBp, salesPence: row.pence, commissionPence });
    entry.salesPence += row.pence;
    entry.commissionPence += commissionPence;
  }
  const ordered = [...byProfessional.values()].map((row) => ({
    ...row,
    lines: [...row.lines].sort(
      (a, b) => COMMISSION_SCOPES.indexOf(a.scope) - COMMISSION_SCOPES.indexOf(b.scope),
    ),
  }));
  return {
    from: period.from,
    to: period.to,
    rows: ordered,
    totalCommissionPence: ordered.reduce((total, row) => total + row.commissionPence, 0),
    totalTipsPence: ordered.reduce((total, row) => total + row.tipsPence, 0),
  };
}
