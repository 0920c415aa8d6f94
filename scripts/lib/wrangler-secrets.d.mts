export function storedSecretNames(): string[];
