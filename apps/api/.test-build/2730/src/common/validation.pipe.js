import { ValidationPipe } from '@nestjs/common';
/**
 * Bodies and queries are checked against their DTO classes; unknown fields are refused,
 * so a typo in a field name is a 400 rather than silently ignored.
 */
export function createValidationPipe() {
    return new ValidationPipe({
        whitelist: true,
        forbidNonWhitelisted: true,
        transform: true,
        transformOptions: { enableImplicitConversion: false },
    });
}
//# sourceMappingURL=validation.pipe.js.map