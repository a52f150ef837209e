import { PageHeader } from '../../components/PageHeader';

/** Stands in for a console screen whose API arrives in a later issue. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <section className="card empty-state">
        <h2 className="empty-state__title">Coming soon</h2>
        <p className="empty-state__text">The {title} screen is being built and will appear here in a coming release.</p>
      </section>
    </>
  );
}
