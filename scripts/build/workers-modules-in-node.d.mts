export function loadWorkersModulesInNode(): void;
