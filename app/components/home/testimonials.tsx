import { Star } from "lucide-react";
import { reviewSummary, testimonials } from "../../../content/testimonials";

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars.
          key={index}
          aria-hidden="true"
          className={index < rating ? "size-4 fill-amber-400 text-amber-400" : "size-4 text-line-strong"}
        />
      ))}
    </p>
  );
}

export function Testimonials() {
  return (
    <>
      <p className="mt-4 text-center font-medium text-ink-muted text-sm">
        {reviewSummary.rating} average from {reviewSummary.count} reviews
      </p>
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-card">
              <Stars rating={testimonial.rating} />
              <blockquote className="mt-4 flex-1 leading-relaxed">“{testimonial.content}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-brand-soft font-bold text-brand-ink text-sm"
                >
                  {testimonial.avatar}
                </span>
                <span>
                  <span className="block font-semibold text-sm">{testimonial.name}</span>
                  <span className="block text-ink-muted text-xs">
                    {testimonial.role}, {testimonial.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}
