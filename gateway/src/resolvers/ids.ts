/** Ids are positive integers in the REST contract: any other id names nothing, without asking upstream. */
export const isRecordId = (id: string): boolean => /^[1-9]\d{0,15}$/.test(id);
