<?php
/**
 * A private redis-server for a test.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Cache;

/**
 * Starts redis-server on a unix socket of its own (no TCP port, no persistence) and stops it.
 * Tests skip with a clear message only when redis-server or php-redis is not installed; bin/test.sh's
 * php stage installs both, so CI never skips.
 */
final class RedisServer {

	/** @var string Socket path. */
	public string $socket;

	/** @var resource|null The server process. */
	private $process = null;

	/** @var string Its folder. */
	private string $dir;

	/**
	 * Why the tests cannot run here, or null when they can.
	 */
	public static function missing(): ?string {
		if ( ! class_exists( \Redis::class ) ) {
			return 'php-redis is not installed (apt-get install php-redis; bin/test.sh php installs it)';
		}
		if ( '' === trim( (string) shell_exec( 'command -v redis-server' ) ) ) {
			return 'redis-server is not installed (apt-get install redis-server; bin/test.sh php installs it)';
		}
		return null;
	}

	/**
	 * Starts a server and waits until it answers PING.
	 *
	 * @throws \RuntimeException When it does not come up within 5 s.
	 */
	public function __construct() {
		$this->dir    = sys_get_temp_dir() . '/kabelshop-redis-' . getmypid() . '-' . bin2hex( random_bytes( 3 ) );
		$this->socket = $this->dir . '/redis.sock';
		mkdir( $this->dir, 0700 );
		$this->process = proc_open(
			array( 'redis-server', '--port', '0', '--unixsocket', $this->socket, '--unixsocketperm', '700', '--save', '', '--appendonly', 'no', '--dir', $this->dir, '--logfile', $this->dir . '/redis.log' ),
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => array( 'file', '/dev/null', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes
		);
		for ( $i = 0; $i < 100; $i++ ) {
			if ( file_exists( $this->socket ) ) {
				try {
					if ( $this->client()->ping() ) {
						return;
					}
				} catch ( \RedisException $e ) {
					unset( $e ); // Not ready yet.
				}
			}
			usleep( 50000 );
		}
		throw new \RuntimeException( 'redis-server did not start: ' . (string) @file_get_contents( $this->dir . '/redis.log' ) );
	}

	/**
	 * The server's address as KABELSHOP_REDIS spells it.
	 */
	public function url(): string {
		return 'unix://' . $this->socket;
	}

	/**
	 * A new connection (what one node opens).
	 */
	public function client(): \Redis {
		$redis = new \Redis();
		$redis->connect( $this->socket );
		return $redis;
	}

	/**
	 * Stops the server (SHUTDOWN NOSAVE) and removes its folder.
	 */
	public function stop(): void {
		if ( null === $this->process ) {
			return;
		}
		try {
			$this->client()->rawCommand( 'SHUTDOWN', 'NOSAVE' );
		} catch ( \RedisException $e ) {
			unset( $e ); // SHUTDOWN closes the connection: that is the answer.
		}
		proc_close( $this->process );
		$this->process = null;
		foreach ( (array) glob( $this->dir . '/*' ) as $file ) {
			@unlink( (string) $file );
		}
		@rmdir( $this->dir );
	}
}
