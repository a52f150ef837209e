import type { DestinationDeferrals, DestinationLimits, DestinationRule, DestinationSuspension, IpWarmupAllowance, TrafficShapingRules } from '@platform/contracts';
import { useState } from 'react';
import { DataTable, listLoadFailed, type DataTableColumn } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { TitledCard } from '../../components/TitledCard';
import { formatDateTime } from '../../lib/formatDate';
import { DestinationRuleDialog } from './DestinationRuleDialog';
import { useDestinationDeferrals, useDestinationSuspensions, useLiftSuspension, useSaveTrafficShapingRules, useTrafficShapingRules, useWarmingIps } from './hooks';

/** A row of the limits table: the default limits, or a destination's rule. */
interface LimitsRow {
  key: string;
  rule: DestinationRule | null;
  limits: DestinationLimits;
}

type Editing = { row: LimitsRow; isNew: boolean } | null;

const NEW_RULE: DestinationRule = { name: '', mx_suffixes: [], max_connections: 5, max_messages_per_connection: 20, max_messages_per_minute: null, max_messages_per_hour: null };

function limitText(value: number | null): string {
  return value === null ? 'no limit' : value.toLocaleString('en-US');
}

function seconds(value: number): string {
  if (value % 3600 === 0) return `${value / 3600} h`;
  return value % 60 === 0 ? `${value / 60} min` : `${value} s`;
}

const LIMIT_COLUMNS: DataTableColumn<LimitsRow>[] = [
  {
    header: 'Destination',
    cell: (row) => (
      <div className="cell-stack">
        <span className="cell-stack__primary">{row.rule ? row.rule.name : 'Default'}</span>
        <span className="cell-stack__secondary break-anywhere">{row.rule ? `MX ending in ${row.rule.mx_suffixes.join(', ')}` : 'every other destination'}</span>
      </div>
    ),
  },
  { header: 'Connections', cell: (row) => limitText(row.limits.max_connections) },
  { header: 'Per connection', cell: (row) => limitText(row.limits.max_messages_per_connection) },
  { header: 'A minute', cell: (row) => limitText(row.limits.max_messages_per_minute) },
  { header: 'An hour', cell: (row) => limitText(row.limits.max_messages_per_hour) },
];

/** The suspensions table, with a Lift button per row (disabled while that row's lift is under way). */
function suspensionColumns(lift: (suspension: DestinationSuspension) => void, lifting: Pick<DestinationSuspension, 'source_ip' | 'destination'> | undefined): DataTableColumn<DestinationSuspension>[] {
  return [
    { header: 'Sending IP', cell: (suspension) => <span className="mono">{suspension.source_ip}</span> },
    { header: 'Destination', cell: (suspension) => suspension.destination },
    { header: 'Until', cell: (suspension) => formatDateTime(suspension.until) },
    { header: 'In a row', cell: (suspension) => suspension.strikes },
    { header: 'Reply', cell: (suspension) => <span className="break-anywhere">{suspension.reply}</span> },
    {
      header: 'Actions',
      cell: (suspension) => (
        <button
          type="button"
          className="button button--small"
          aria-label={`Lift the suspension of ${suspension.destination} on ${suspension.source_ip}`}
          disabled={lifting?.source_ip === suspension.source_ip && lifting.destination === suspension.destination}
          onClick={() => lift(suspension)}
        >
          Lift
        </button>
      ),
    },
  ];
}

const DEFERRAL_COLUMNS: DataTableColumn<DestinationDeferrals>[] = [
  { header: 'Destination', cell: (row) => <span className="break-anywhere">{row.destination}</span> },
  { header: 'Throttled', cell: (row) => row.counts.throttled.toLocaleString('en-US') },
  { header: 'Mailbox full', cell: (row) => row.counts.mailbox_full.toLocaleString('en-US') },
  { header: 'Greylisted', cell: (row) => row.counts.greylisted.toLocaleString('en-US') },
  { header: 'Connection failed', cell: (row) => row.counts.connection_failed.toLocaleString('en-US') },
  { header: 'Other', cell: (row) => row.counts.other.toLocaleString('en-US') },
  { header: 'All', cell: (row) => row.total.toLocaleString('en-US') },
];

/** "gmail 50 of 50, microsoft 12 of 50": each destination the IP reached today against its volume. */
function deliveredToday(allowance: IpWarmupAllowance): string {
  const reached = Object.entries(allowance.delivered).sort(([first], [second]) => first.localeCompare(second));
  if (reached.length === 0) return 'nothing yet';
  const volume = allowance.daily_volume.toLocaleString('en-US');
  return reached.map(([destination, delivered]) => `${destination} ${delivered.toLocaleString('en-US')} of ${volume}`).join(', ');
}

const WARMING_COLUMNS: DataTableColumn<IpWarmupAllowance>[] = [
  { header: 'Sending IP', cell: (allowance) => <span className="mono">{allowance.ip}</span> },
  { header: 'Warm-up day', cell: (allowance) => allowance.warmup_day },
  { header: 'Per destination today', cell: (allowance) => allowance.daily_volume.toLocaleString('en-US') },
  { header: 'Delivered today', cell: (allowance) => <span className="break-anywhere">{deliveredToday(allowance)}</span> },
];

/**
 * Traffic shaping (admin): the limits per destination and sending IP that every agent applies,
 * the destinations suspended now on an IP after a throttling reply, with that reply, and why
 * deliveries waited today (deferrals by destination and reply class), and the warming IPs' volumes.
 */
export function TrafficShapingPage() {
  const rules = useTrafficShapingRules();
  const suspensions = useDestinationSuspensions();
  const deferrals = useDestinationDeferrals();
  const warmingIps = useWarmingIps();
  const save = useSaveTrafficShapingRules();
  const lift = useLiftSuspension();
  const [editing, setEditing] = useState<Editing>(null);

  const rows: LimitsRow[] = rules.data
    ? [{ key: '(default)', rule: null, limits: rules.data.default_limits }, ...rules.data.destinations.map((rule) => ({ key: rule.name, rule, limits: rule }))]
    : [];

  const saveRules = (current: TrafficShapingRules, change: (current: TrafficShapingRules) => TrafficShapingRules) => {
    const { version: _version, ...next } = change(current);
    save.mutate(next, { onSuccess: () => setEditing(null) });
  };

  return (
    <>
      <PageHeader
        title="Traffic shaping"
        description="Limits per destination (the mailbox provider behind a domain's MX hosts) and sending IP, applied by every agent from its next heartbeat; a throttling reply suspends the destination on that IP for a while."
        actions={
          rules.data && (
            <button type="button" className="button button--primary" onClick={() => setEditing({ row: { key: '(new)', rule: NEW_RULE, limits: NEW_RULE }, isNew: true })}>
              Add destination
            </button>
          )
        }
      />
      <TitledCard
        title="Suspended destinations"
        subtitle={
          rules.data
            ? `Deliveries to a suspended destination from that IP wait without connecting, or leave from another IP. A suspension lasts ${seconds(rules.data.first_suspension_seconds)}, doubling with each throttling reply in a row up to ${seconds(rules.data.max_suspension_seconds)}.`
            : undefined
        }
      >
        <DataTable
          label="Suspended destinations"
          columns={suspensionColumns((suspension) => lift.mutate(suspension), lift.isPending ? lift.variables : undefined)}
          rows={suspensions.data?.items ?? []}
          rowKey={(suspension) => `${suspension.source_ip}|${suspension.destination}`}
          isLoading={suspensions.isPending}
          loadFailed={listLoadFailed(suspensions)}
          onRetry={() => void suspensions.refetch()}
          emptyText="No destination is suspended."
        />
      </TitledCard>
      <TitledCard className="section-gap" title="Deferrals today" subtitle="Deferred recipient attempts since 00:00 UTC, by destination and by what the reply said.">
        <DataTable
          label="Deferrals today"
          columns={DEFERRAL_COLUMNS}
          rows={deferrals.data?.items ?? []}
          rowKey={(row) => row.destination}
          isLoading={deferrals.isPending}
          loadFailed={listLoadFailed(deferrals)}
          onRetry={() => void deferrals.refetch()}
          emptyText="No delivery was deferred today."
        />
      </TitledCard>
      <TitledCard
        className="section-gap"
        title="Warming IPs"
        subtitle="A new public sending IP delivers at most its day's volume to each destination, growing on its warm-up schedule (set per IP under Manage IP's). Today, by the API's UTC day."
      >
        <DataTable
          label="Warming IPs"
          columns={WARMING_COLUMNS}
          rows={warmingIps.data?.items ?? []}
          rowKey={(allowance) => allowance.ip}
          isLoading={warmingIps.isPending}
          loadFailed={listLoadFailed(warmingIps)}
          onRetry={() => void warmingIps.refetch()}
          emptyText="No IP is warming up: every sending IP is warmed or exempt."
        />
      </TitledCard>
      <TitledCard className="section-gap" title="Destination limits" subtitle={rules.data ? `Per sending IP. Rules version ${rules.data.version}; select a row to change it.` : undefined}>
        <DataTable
          label="Destination limits"
          columns={LIMIT_COLUMNS}
          rows={rows}
          rowKey={(row) => row.key}
          onRowClick={(row) => setEditing({ row, isNew: false })}
          isLoading={rules.isPending}
          loadFailed={listLoadFailed(rules)}
          onRetry={() => void rules.refetch()}
          emptyText="No rules."
        />
      </TitledCard>
      {editing && rules.data && (
        <DestinationRuleDialog
          rule={editing.row.rule}
          limits={editing.row.limits}
          isNew={editing.isNew}
          isBusy={save.isPending}
          onClose={() => setEditing(null)}
          onSave={(saved) =>
            saveRules(rules.data, (current) => {
              if (editing.row.rule === null) return { ...current, default_limits: saved };
              const rule = saved as DestinationRule;
              const destinations = editing.isNew ? [...current.destinations, rule] : current.destinations.map((existing) => (existing.name === editing.row.key ? rule : existing));
              return { ...current, destinations };
            })
          }
          onRemove={
            editing.row.rule && !editing.isNew
              ? () => saveRules(rules.data, (current) => ({ ...current, destinations: current.destinations.filter((existing) => existing.name !== editing.row.key) }))
              : undefined
          }
        />
      )}
    </>
  );
}
