import { Link } from "react-router";

export default function AdminNotFound() {
  return (
    <div className="py-16 text-center">
      <h1 className="font-bold text-2xl">Page not found</h1>
      <p className="mt-2 text-ink-muted">This part of the back office does not exist.</p>
      <Link to="/admin/dashboard" className="mt-6 inline-block font-semibold text-brand-ink underline">
        Back to the dashboard
      </Link>
    </div>
  );
}
