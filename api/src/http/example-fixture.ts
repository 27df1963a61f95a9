/** The signed-in caller of an example request. */
export interface ExampleCaller {
  userId: string;
  customerId: string;
  email: string;
  password: string;
}

/** Ids of one customer's data; the matrix hands in the caller's own customer or another one. */
export interface ExampleTenant {
  customerId: string;
  /** A task assigned to every user of the customer. */
  taskId: string;
  reservationId: string;
  listingId: string;
  /** A notification addressed to every user of the customer. */
  notificationId: string;
  /** A user without special rights, to impersonate. */
  userId: string;
}

export interface ExampleFixture {
  caller: ExampleCaller;
  tenant: ExampleTenant;
}
