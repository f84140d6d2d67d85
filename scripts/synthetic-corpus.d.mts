export function syntheticRecording(index: number, calls: number): string;
export function distinctWritesRecording(writes: number): string;
