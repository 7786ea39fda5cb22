import type { TestimonialResolvers } from '../generated/resolvers-types.ts';
import { programmeFromRest } from './content-enums.ts';

export const Testimonial: TestimonialResolvers = {
  // Home testimonials live in a setting and have no record id (nor programme).
  id: (testimonial) => (testimonial.id === undefined ? null : String(testimonial.id)),
  programme: (testimonial) => (testimonial.programme ? programmeFromRest(testimonial.programme) : null),
  image: (testimonial) => testimonial.image || null,
};
