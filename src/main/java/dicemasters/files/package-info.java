/**
 * Reading the files the program reads (card files, presets, saved games, tutorials) the one strict
 * way: only ordinary files, never more bytes than a limit, only UTF-8, only one JSON value with no
 * key twice, and bounds on every string, number, nesting and token count, so no file can make the
 * program hang, run out of memory or take the last of two equal keys.
 */
package dicemasters.files;
