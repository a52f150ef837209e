/**
 * Reads a message's DATA into memory, up to maxBytes. Past that the rest is still read (the
 * client must get to the end of DATA to hear the refusal) but dropped as it arrives, and what
 * was kept is let go, so a client sending more than the cap holds no more memory than it.
 * Resolves with the message, or null when it was over the cap.
 */
export async function readMessageData(stream, maxBytes) {
    let chunks = [];
    let size = 0;
    for await (const chunk of stream) {
        size += chunk.length;
        if (size <= maxBytes)
            chunks.push(chunk);
        else if (chunks.length)
            chunks = [];
    }
    return size > maxBytes ? null : Buffer.concat(chunks, size);
}
//# sourceMappingURL=message-data.js.map