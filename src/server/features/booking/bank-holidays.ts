// The rules moved to src/server/diary (the Insights feature counts working hours with them too);
// booking's modules and the end-to-end tests keep importing them from here.
export * from '../../diary/bank-holidays';
