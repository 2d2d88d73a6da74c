export * from './facet-state.ts';
export * from './similar-items.ts';
