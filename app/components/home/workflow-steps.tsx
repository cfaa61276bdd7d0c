import { workflowSteps } from "../../../content/home";
import { Icon } from "../icon";
import { CheckList } from "../ui/check-list";

/** SPEC §1: Recruit, Onboard, Manage, Analyze, as an ordered list of numbered steps. */
export function WorkflowSteps() {
  return (
    <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {workflowSteps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-line bg-surface p-6 shadow-card">
          <div className="flex items-center justify-between">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand text-on-brand">
              <Icon name={step.icon} />
            </span>
            <span className="font-bold text-ink-muted text-sm" aria-hidden="true">
              0{index + 1}
            </span>
          </div>
          <h3 className="mt-4 font-bold text-lg">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-ink-muted text-sm leading-relaxed">{step.description}</p>
          <CheckList items={step.points} className="mt-4 space-y-2" />
        </li>
      ))}
    </ol>
  );
}
