import sensible from '@fastify/sensible';

/** httpErrors and reply helpers; their errors still go through our FastAPI-style handler. */
export default sensible;
