export { Stepper, type Step } from './Stepper.tsx';
