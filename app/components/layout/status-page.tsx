import { Link } from "react-router";

/** A full-page message for 404s and unexpected errors, with a way back. */
export function StatusPage({ code, title, text }: { code: string; title: string; text: string }) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center"
    >
      <p className="font-semibold text-brand-ink text-sm tracking-widest">{code}</p>
      <h1 className="mt-3 font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-ink-muted">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-lg bg-brand px-5 py-2.5 font-semibold text-on-brand text-sm shadow-sm hover:bg-brand-hover"
        >
          Go to the home page
        </Link>
        <Link
          to="/features"
          className="rounded-lg border border-line px-5 py-2.5 font-semibold text-sm hover:bg-surface-muted"
        >
          Explore features
        </Link>
      </div>
    </main>
  );
}
