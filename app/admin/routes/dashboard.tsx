import { Tags, Users } from "lucide-react";
import { Link } from "react-router";
import type { DashboardSummary } from "../../../common/dashboard";
import { adminLoaderRequest } from "../lib/session";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [
  { title: "Dashboard | Aster Admin" },
  { name: "robots", content: "noindex" },
];

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminLoaderRequest<DashboardSummary>("/api/admin", request);
}

/** SPEC §8. */
export function ErrorBoundary() {
  return (
    <p role="alert" className="rounded-xl bg-danger-soft p-6 font-medium text-danger">
      Error fetching data
    </p>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { planCount, userCount, recentPlans } = loaderData;
  const tiles = [
    { label: "Plans", value: planCount, icon: Tags, to: "/admin/plans" },
    { label: "Admin users", value: userCount, icon: Users },
  ];
  return (
    <div>
      <h1 className="font-bold text-2xl tracking-tight">Dashboard</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map(({ label, value, icon: TileIcon, to }) => (
          <li key={label} className="rounded-2xl border border-line bg-surface p-5 shadow-card">
            <div className="flex items-center justify-between">
              <p className="font-medium text-ink-muted text-sm">{label}</p>
              <TileIcon aria-hidden="true" className="size-5 text-brand-ink" />
            </div>
            <p className="mt-2 font-bold text-3xl" data-testid={`count-${label.toLowerCase().replace(/\s+/g, "-")}`}>
              {value}
            </p>
            {to && (
              <Link to={to} className="mt-3 inline-block font-medium text-brand-ink text-sm hover:underline">
                Manage {label.toLowerCase()}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <section aria-labelledby="recent-plans" className="mt-10">
        <h2 id="recent-plans" className="font-semibold text-lg">
          Recently added plans
        </h2>
        {recentPlans.length === 0 ? (
          <p className="mt-3 text-ink-muted text-sm">No plans yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-surface">
            {recentPlans.map((plan) => (
              <li key={plan._id} className="flex items-center justify-between px-5 py-3 text-sm">
                <Link to={`/admin/plans/${plan._id}`} className="font-medium hover:text-brand-ink hover:underline">
                  {plan.name}
                </Link>
                <span className="text-ink-muted">{plan.price}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
