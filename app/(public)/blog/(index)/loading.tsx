/** Skeleton of the blog while posts or search results load. */
export default function BlogLoading() {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <span className="sr-only">Učitavanje članaka…</span>
      <div aria-hidden className="animate-pulse space-y-10 motion-reduce:animate-none">
        <div className="space-y-3">
          <div className="h-4 w-40 rounded bg-muted" />
          <div className="h-10 w-56 rounded bg-muted" />
          <div className="h-5 w-full max-w-2xl rounded bg-muted" />
        </div>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="grid gap-6 sm:grid-cols-2">
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className="overflow-hidden rounded-2xl border">
                <div className="aspect-[40/21] bg-muted" />
                <div className="space-y-3 p-5">
                  <div className="h-5 w-32 rounded-full bg-muted" />
                  <div className="h-6 w-full rounded bg-muted" />
                  <div className="h-4 w-4/5 rounded bg-muted" />
                </div>
              </div>
            ))}
          </div>
          <div className="space-y-6">
            <div className="h-10 rounded-xl bg-muted" />
            <div className="h-64 rounded-2xl bg-muted" />
          </div>
        </div>
      </div>
    </div>
  );
}
