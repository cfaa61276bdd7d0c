import { Link } from "react-router";
import { buttonClasses } from "../components/ui/button";
import { pageMeta, publicUrlOf } from "../lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Aster HRMS: HR, attendance and payroll in one place",
    description:
      "Aster HRMS is a cloud HR management system for growing companies: attendance in 8 ways, payroll, leave, recruitment and performance.",
    path: "/",
    publicUrl: publicUrlOf(matches),
  });

export default function Home() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-24 text-center sm:px-6">
      <h1 className="font-bold text-4xl tracking-tight sm:text-6xl">HR management with a human touch</h1>
      <p className="mx-auto mt-6 max-w-2xl text-ink-muted text-lg">
        Attendance, payroll, leave, recruitment and performance for growing teams, in one place.
      </p>
      <div className="mt-10 flex justify-center gap-3">
        <Link to="/schedule-demo" className={buttonClasses("primary", "lg")}>
          Schedule a Demo
        </Link>
        <Link to="/pricing" className={buttonClasses("secondary", "lg")}>
          See pricing
        </Link>
      </div>
    </main>
  );
}
