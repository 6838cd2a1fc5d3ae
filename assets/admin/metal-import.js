/**
 * wp-admin "Kabelshop -> Metal prices": sends the chosen CSV to
 * POST kabelshop/v1/admin/metal-prices-import (nonce + XSRF double submit), moving the <progress>
 * bar while the file uploads, then shows the counts imported or every bad row (nothing imported).
 * Settings and texts come from window.kabelshopMetalImport (inc/Metals/AdminPage.php).
 */
( function () {
	'use strict';
	var config = window.kabelshopMetalImport;
	var form = document.getElementById( 'kabelshop-metal-import-form' );
	if ( ! config || ! form ) {
		return;
	}
	var input = document.getElementById( 'kabelshop-metal-import-file' );
	var bar = document.getElementById( 'kabelshop-metal-import-progress' );
	var status = document.getElementById( 'kabelshop-metal-import-status' );
	var list = document.getElementById( 'kabelshop-metal-import-errors' );

	function format( text, values ) {
		var i = 0;
		return text.replace( /%(\d+\$)?s/g, function ( match, position ) {
			var index = position ? parseInt( position, 10 ) - 1 : i++;
			return String( values[ index ] );
		} ).replace( '%%', '%' );
	}

	function cookie( name ) {
		var found = document.cookie.split( '; ' ).filter( function ( part ) {
			return part.indexOf( name + '=' ) === 0;
		} )[ 0 ];
		return found ? decodeURIComponent( found.slice( name.length + 1 ) ) : '';
	}

	function show( text ) {
		status.textContent = text;
	}

	form.addEventListener( 'submit', function ( event ) {
		event.preventDefault();
		list.textContent = '';
		if ( ! input.files || ! input.files[ 0 ] ) {
			show( config.text.choose );
			return;
		}
		var body = new FormData();
		body.append( 'file', input.files[ 0 ] );
		var xhr = new XMLHttpRequest();
		xhr.open( 'POST', config.url );
		xhr.setRequestHeader( 'X-WP-Nonce', config.nonce );
		xhr.setRequestHeader( 'X-XSRF-TOKEN', cookie( 'XSRF-TOKEN' ) );
		xhr.upload.addEventListener( 'progress', function ( e ) {
			if ( e.lengthComputable ) {
				var percent = Math.round( ( e.loaded / e.total ) * 90 );
				bar.value = percent;
				show( format( config.text.uploading, [ percent ] ) );
			}
		} );
		xhr.upload.addEventListener( 'load', function () {
			bar.value = 95;
			show( config.text.checking );
		} );
		xhr.addEventListener( 'load', function () {
			var data = null;
			try {
				data = JSON.parse( xhr.responseText );
			} catch ( e ) {
				data = null;
			}
			bar.value = 100;
			if ( xhr.status !== 200 || ! data ) {
				show( data && data.message ? data.message : config.text.failed );
				return;
			}
			if ( ! data.ok ) {
				show( format( config.text.invalid, [ data.errors.length ] ) );
				data.errors.forEach( function ( error ) {
					var item = document.createElement( 'li' );
					item.textContent = format( config.text.error, [ error.line, error.field || '-', error.message ] );
					list.appendChild( item );
				} );
				return;
			}
			show( format( config.text.done, [ data.prices, data.rates, data.skipped ] ) );
		} );
		xhr.addEventListener( 'error', function () {
			show( config.text.failed );
		} );
		xhr.send( body );
	} );
}() );
