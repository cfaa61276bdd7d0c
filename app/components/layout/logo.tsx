import { company } from "../../../content/company";

/** The Aster mark: a six-pointed star in a rounded square, drawn inline so it never fails to load. */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="9" fill="#4f46e5" />
      <path
        d="M16 6.5l2.3 5.5 5.9-.9-3.6 4.9 3.6 4.9-5.9-.9L16 25.5 13.7 20l-5.9.9 3.6-4.9-3.6-4.9 5.9.9z"
        fill="#fff"
      />
      <circle cx="16" cy="16" r="2.6" fill="#4f46e5" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="flex items-center gap-2.5 font-bold text-lg tracking-tight">
      <LogoMark />
      <span>
        {company.name}
        <span className="text-brand-ink"> HRMS</span>
      </span>
    </span>
  );
}
