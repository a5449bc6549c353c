/** Every cached answer of the academy feature. */
export const academyKeys = {
  courses: ['academy', 'courses'] as const,
  myCourses: ['academy', 'my-courses'] as const,
  testCheckout: (sessionId: string) => ['academy', 'test-checkout', sessionId] as const,
  verify: (sessionId: string) => ['academy', 'verify', sessionId] as const,
  adminCourses: ['academy', 'admin', 'courses'] as const,
};
