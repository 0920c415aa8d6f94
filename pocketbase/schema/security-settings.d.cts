type Rule = { label: string; audience: string; duration: number; maxRequests: number };
export const RATE_LIMIT_RULES: Rule[];
export const STAFF_ACCOUNT_RULES: Record<string, string | null>;
