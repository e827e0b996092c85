export { profile } from './profile';
export { about } from './about';
export { experience } from './experience';
export { awards } from './awards';
export { education } from './education';
export { projects } from './projects';
export * from './types';
