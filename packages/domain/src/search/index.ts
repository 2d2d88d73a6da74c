export * from './facet-state.ts';
