import type { TestimonialResolvers } from '../generated/resolvers-types.ts';

export const Testimonial: TestimonialResolvers = {
  // Home testimonials live in a setting and have no record id.
  id: (testimonial) => (testimonial.id === undefined ? null : String(testimonial.id)),
  image: (testimonial) => testimonial.image || null,
};
